// Placeholder: replaced by the sign-in work (issue 4). Returns the env entries next.config exposes.
export function accessCodeEnv() {
  return {};
}
