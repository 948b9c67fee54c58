// Custom properties in inline styles (a slot theme's palette on the slot page).
import 'react';

declare module 'react' {
  interface CSSProperties {
    [name: `--${string}`]: string | number | undefined;
  }
}
