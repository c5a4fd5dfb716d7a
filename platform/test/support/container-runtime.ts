/** True when Testcontainers finds a container runtime (Docker or Podman) that answers. */
export async function containerRuntimeAvailable(): Promise<boolean> {
  if (process.env.TESTCONTAINERS_DISABLED === 'true') return false;
  try {
    const { getContainerRuntimeClient } = await import('testcontainers');
    await getContainerRuntimeClient();
    return true;
  } catch {
    return false;
  }
}
