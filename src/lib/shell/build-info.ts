/** The running build, as the update check compares it (set in next.config.ts at build time). */
export const buildInfo = {
  id: process.env.NEXT_PUBLIC_BUILD_ID ?? '',
  timestamp: process.env.NEXT_PUBLIC_BUILD_TIME ?? '',
};
