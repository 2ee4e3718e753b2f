import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePageTitle } from './usePageTitle';

/** A real route whose screen arrives with a later issue: its title and an honest note. */
export function ComingSoon({ title, description }: { title: string; description: string }) {
  usePageTitle(title);
  return (
    <Stack spacing={2}>
      <Typography variant="h1">{title}</Typography>
      <Typography color="text.secondary">{description}</Typography>
      <Alert severity="info" role="note">
        Esta área chega em breve.
      </Alert>
    </Stack>
  );
}
