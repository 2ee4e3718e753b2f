import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useToast } from '../../components/ToastProvider';
import { saveFile } from '../../lib/download';

/** Recovery codes, shown once: copy or download them before closing. */
export function RecoveryCodes({ codes }: { codes: readonly string[] }) {
  const toast = useToast();
  const text = `Códigos de recuperação do Ágora (cada um funciona uma vez):\n\n${codes.join('\n')}\n`;
  return (
    <Stack spacing={2}>
      <Alert severity="warning" role="note">
        Guarde estes códigos em um lugar seguro. Cada um permite entrar uma vez sem o app autenticador, e eles não serão
        mostrados de novo.
      </Alert>
      <Box
        component="ol"
        aria-label="Códigos de recuperação"
        sx={{
          m: 0,
          p: 2,
          listStyle: 'none',
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(2, max-content)' },
          columnGap: 4,
          rowGap: 1,
          fontFamily: 'monospace',
          fontSize: '1.05rem',
          bgcolor: 'grey.100',
          borderRadius: 1,
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          onClick={() => {
            navigator.clipboard
              ?.writeText(text)
              .then(() => toast({ title: 'Códigos copiados', description: 'Cole-os em um lugar seguro.' }))
              .catch(() =>
                toast({ title: 'Não foi possível copiar', description: 'Baixe o arquivo ou anote os códigos.', variant: 'destructive' }),
              );
          }}
        >
          Copiar códigos
        </Button>
        <Button variant="outlined" onClick={() => saveFile(new Blob([text], { type: 'text/plain' }), 'agora-codigos-de-recuperacao.txt')}>
          Baixar (.txt)
        </Button>
      </Stack>
    </Stack>
  );
}
