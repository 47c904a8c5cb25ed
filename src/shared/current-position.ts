/**
 * The browser's position for mobile clock-in (考勤's 手机打卡): `{latitude, longitude}` when the browser has
 * geolocation and the person allows it within a few seconds, else nothing — the server then decides by the other
 * ways (office network, wifi) and says why it refuses.
 */
export function currentPosition(timeoutMs = 5000): Promise<{ latitude: number; longitude: number } | undefined> {
  if (typeof navigator === 'undefined' || !navigator.geolocation) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      () => resolve(undefined),
      { enableHighAccuracy: true, timeout: timeoutMs, maximumAge: 60_000 },
    );
  });
}
