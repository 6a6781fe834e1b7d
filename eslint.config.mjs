import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      '.runtime/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
    ],
  },
  {
    rules: {
      // Localized links must go through @/i18n/navigation (design.md).
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'next/link', message: 'Use Link from @/i18n/navigation.' }] },
      ],
    },
  },
  {
    // The localized Link itself is built on next/link.
    files: ['src/i18n/navigation.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
];

export default config;
