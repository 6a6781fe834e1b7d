// The site as a company in China configures it: a hotline, an ICP record number, mail
// and a sales inbox. The hotline and the ICP number are baked into the prerendered pages, so
// `npm test` builds with them (scripts/test.mjs, unless the shell sets them); the first-round-trip
// test serves that build with all four, as an operator's `npm start` would. Nothing is mailed on a
// page load, so the SMTP server need not exist.

export const deploymentEnv = {
  CONTACT_PHONE: '+86 755 8888 6666',
  ICP_NUMBER: '粤ICP备2024000000号-1',
  SMTP_URL: 'smtp://127.0.0.1:2525',
  SALES_INBOX: 'sales@example.com',
};
