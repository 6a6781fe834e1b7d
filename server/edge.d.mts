export function edgeRefusal(
  method: string | undefined,
  url: string | undefined,
): { status: 400 | 405; allow?: string } | null;
export function extraVary(url: string | undefined): string[];
