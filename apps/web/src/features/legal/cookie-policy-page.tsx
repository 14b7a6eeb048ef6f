import { LegalPage, LegalSection } from './legal-page';

const COOKIES = [
  {
    name: 'Session cookie',
    purpose: 'Keeps you signed in. HttpOnly, so page scripts cannot read it.',
    lifetime: 'Until you log out, or after a period of inactivity',
  },
  {
    name: 'XSRF-TOKEN',
    purpose: 'Protects your account against cross-site request forgery.',
    lifetime: 'Same as your session',
  },
];

/** /legal/cookie-policy */
export function CookiePolicyPage() {
  return (
    <LegalPage
      title="Cookie Policy"
      intro="Riffmate sets only the cookies that signing in and security need. No advertising cookies, no cross-site tracking."
    >
      <LegalSection title="Cookies we set">
        {/* Focusable so keyboard users can scroll the table sideways on narrow screens. */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
        <section className="overflow-x-auto" aria-label="Cookies we set" tabIndex={0}>
          <table className="w-full min-w-[28rem] border-collapse text-left text-sm">
            <thead>
              <tr className="border-b text-foreground">
                <th scope="col" className="py-2 pr-4 font-medium">
                  Cookie
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Purpose
                </th>
                <th scope="col" className="py-2 font-medium">
                  Lifetime
                </th>
              </tr>
            </thead>
            <tbody>
              {COOKIES.map((cookie) => (
                <tr key={cookie.name} className="border-b align-top">
                  <td className="py-2 pr-4 font-mono text-foreground text-xs">{cookie.name}</td>
                  <td className="py-2 pr-4">{cookie.purpose}</td>
                  <td className="py-2">{cookie.lifetime}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </LegalSection>
      <LegalSection title="Local storage">
        <p>
          Your theme preference (light, dark or system) is kept in your browser's local storage so the page
          opens in the right colours. It never leaves your device.
        </p>
      </LegalSection>
      <LegalSection title="Your choices">
        <p>
          You can delete cookies in your browser at any time; you will then be signed out. Because these
          cookies are strictly necessary, the service cannot work without them, and so we do not ask for
          consent to them.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
