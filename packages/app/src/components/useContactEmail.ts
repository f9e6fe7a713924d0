import { useEffect, useState } from 'react';
import { loadConfig } from '../config.ts';

export const DEFAULT_CONTACT_EMAIL = 'info@computerclub.example.com';

/** The Get In Touch address from the runtime configuration. */
export function useContactEmail(): string {
  const [email, setEmail] = useState(DEFAULT_CONTACT_EMAIL);
  useEffect(() => {
    let isCurrent = true;
    loadConfig()
      .then((config) => {
        if (isCurrent && config.contactEmail) setEmail(config.contactEmail);
      })
      .catch(() => {
        // Keep the default address: the page must not fail for want of it.
      });
    return () => {
      isCurrent = false;
    };
  }, []);
  return email;
}
