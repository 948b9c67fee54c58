import { Button } from '@/components/ui/button';
import { useUiStore } from '@/lib/ui-store';
import { useTranslation } from '@/lib/use-translation';

/** Switches between the dark (default) and light themes; the choice is saved and applied before first paint. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const theme = useUiStore((state) => state.theme);
  const setTheme = useUiStore((state) => state.setTheme);
  const isDark = theme === 'dark';
  return (
    <Button
      iconOnly
      icon={isDark ? 'sun' : 'moon'}
      aria-label={isDark ? t('header.themeToLight') : t('header.themeToDark')}
      onClick={() => setTheme(isDark ? 'light' : 'dark')}
    />
  );
}
