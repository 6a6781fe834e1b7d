export declare const deploymentEnv: {
  CONTACT_PHONE: string;
  ICP_NUMBER: string;
  SMTP_URL: string;
  SALES_INBOX: string;
};
