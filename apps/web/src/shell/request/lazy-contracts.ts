/**
 * The platform contracts the login page and the shell call: their schemas need zod, which the first
 * screens must not load (docs/web.md "the first-screen budget"), so they come with the first call
 * that needs them — a sign-in, a sign-out, a save — never with the page itself.
 */
export const platformContracts = () => import('./platform-contracts.ts');
