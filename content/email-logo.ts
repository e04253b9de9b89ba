/** The logo emails show (drawn by `npm run email:logo`): where the site serves it, and its size in CSS pixels. */
export const EMAIL_LOGO = { path: '/images/email-logo.png', width: 280, height: 48 } as const;
