/** The health details, which only an admin may read (anyone else gets `{ status }`): signs in once as the demo admin. */
export type HealthDetails = {
  status: string;
  projections: { name: string; status: string; lag: number; parked: number }[];
  reactors: { name: string; status: string; lag: number; parked: number }[];
  parked: number;
  /** The demo's history filling in after a first start (null: no demo). */
  demo: { state: 'seeding' | 'ready' | 'failed'; step: string; percent: number; error: string | null } | null;
};

export function adminHealth(baseUrl: string) {
  let token: string | null = null;
  const signIn = async () => {
    const response = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: process.env.ADMIN_EMAIL ?? 'admin@weklean.local', password: process.env.ADMIN_PASSWORD ?? 'Admin-weklean-2026' }),
    });
    if (!response.ok) throw new Error(`the demo admin could not sign in: ${response.status} ${await response.text()}`);
    token = ((await response.json()) as { token: string }).token;
  };
  return async (): Promise<{ status: number; body: HealthDetails }> => {
    if (!token) await signIn();
    const response = await fetch(`${baseUrl}/api/health`, { headers: { authorization: `Bearer ${token}` } });
    return { status: response.status, body: (await response.json()) as HealthDetails };
  };
}
