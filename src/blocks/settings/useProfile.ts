import { useEffect, useState } from 'react';
import { loadProfile, type UserProfile } from './profile-api';
import { useSessionUser } from './useSessionUser';

/**
 * The signed-in member's own profile (selectUserById with the account id of front/info), for the blocks of 个人设置;
 * `merge` keeps what a block saved without asking again. Each block of the page's tabs loads it when its pane opens.
 */
export function useProfile() {
  const { currentUser } = useSessionUser();
  const userId = currentUser?.id;
  const [profile, setProfile] = useState<UserProfile>();
  useEffect(() => {
    if (userId === undefined) return;
    let alive = true;
    loadProfile(userId).then((loaded) => alive && setProfile(loaded), () => undefined);
    return () => {
      alive = false;
    };
  }, [userId]);
  const merge = (change: Partial<UserProfile>) => setProfile((old) => (old ? { ...old, ...change } : old));
  return { profile, setProfile, merge };
}
