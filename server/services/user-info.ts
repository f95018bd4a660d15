import type { UserInfo } from '../../src/domain/contract/auth.ts';
import type { UserRow } from '../repositories/users.ts';

export function toUserInfo(user: UserRow): UserInfo {
  return {
    id: String(user.id),
    username: user.username,
    nickname: user.nickname,
    avatar: user.avatar,
    points: user.points,
    profile_complete: Boolean(user.realName && user.birthDate),
    profile: { phone_no: user.phone, email: user.email, real_name: user.realName, birth_date: user.birthDate },
    created_at: user.createdAt.toISOString(),
  };
}
