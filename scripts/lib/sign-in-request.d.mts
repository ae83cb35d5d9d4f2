export const CHROMIUM_ARGS: string[]
export type SignInRequests = {
  url: string
  request(email: string, password: string, extraHeaders?: Record<string, string>): { method: "POST"; headers: Record<string, string>; body: string }
}
export function captureSignInRequest(baseUrl: string, options?: { executablePath?: string }): Promise<SignInRequests>
