import type { Header } from './security-headers.mjs';

export interface Refusal {
  status: 204 | 400 | 405 | 408 | 431;
  allow?: string;
}
export function originForm(url: string | undefined, host: string | undefined): string | undefined;
export function edgeRefusal(
  method: string | undefined,
  url: string | undefined,
  host: string | undefined,
): Refusal | null;
export function refusalResponse(
  refusal: Refusal,
  extraHeaders: Header[],
): { headers: Record<string, string>; body: string };
export function clientErrorStatus(error: unknown): Refusal['status'];
export function rawRefusal(status: Refusal['status'], extraHeaders: Header[]): string;
export function extraVary(url: string | undefined): string[];
