import Chip from '@mui/material/Chip';

// Soft badges whose text keeps at least 4.5:1 contrast on its background.
const styles = {
  ADMIN: { label: 'Administrador', color: '#5b21b6', bg: '#ede9fe' },
  USER: { label: 'Usuário', color: '#334155', bg: '#e2e8f0' },
} as const;

/** The role label (docs/accounts.md, "Roles"): Administrador or Usuário. */
export function roleLabel(role: string): string {
  return role === 'ADMIN' ? styles.ADMIN.label : styles.USER.label;
}

/** A user's role badge. */
export function AdminUserRoleChip({ role }: { role: string }) {
  const style = role === 'ADMIN' ? styles.ADMIN : styles.USER;
  return <Chip label={style.label} size="small" sx={{ color: style.color, bgcolor: style.bg, fontWeight: 600 }} />;
}
