// oidc-provider ships no type declarations; the tests use a small part of it.
declare module 'oidc-provider' {
  // biome-ignore lint/suspicious/noExplicitAny: untyped third-party module used only by tests
  const Provider: any;
  export default Provider;
}
