import type { Config } from 'tailwindcss';

/**
 * The site's visual system: colour tokens, type, radii and shadows. Loaded by src/styles/index.css
 * through `@config`; components use these names, never raw hex values.
 */
export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        // Deep teal: calm and trustworthy; 700+ carries white text at WCAG AA.
        brand: {
          50: '#effaf9',
          100: '#d7f0ee',
          200: '#b1e1dd',
          300: '#80cbc6',
          400: '#4cada8',
          500: '#31918d',
          600: '#267573',
          700: '#215e5d',
          800: '#1e4c4c',
          900: '#1c4041',
          950: '#0b2526',
        },
        // Warm amber for the main call to action (dark text on it).
        accent: {
          100: '#fdf0d5',
          300: '#f8cc79',
          400: '#f5b544',
          500: '#ef9d1d',
          600: '#d47c10',
        },
        ink: {
          DEFAULT: '#13232b',
          muted: '#475862',
          soft: '#66767f',
        },
        surface: {
          DEFAULT: '#ffffff',
          muted: '#f5f8f8',
          sunken: '#e9efef',
        },
        danger: {
          50: '#fdf2f2',
          600: '#b42318',
          700: '#912018',
        },
      },
      fontFamily: {
        sans: [
          'system-ui',
          '-apple-system',
          '"Segoe UI"',
          'Roboto',
          '"Helvetica Neue"',
          'Arial',
          '"Noto Sans"',
          'sans-serif',
        ],
      },
      borderRadius: {
        card: '1rem',
        pill: '999px',
      },
      boxShadow: {
        card: '0 1px 2px rgb(19 35 43 / 0.06), 0 4px 16px rgb(19 35 43 / 0.06)',
        lifted: '0 8px 30px rgb(19 35 43 / 0.14)',
        header: '0 2px 12px rgb(19 35 43 / 0.10)',
      },
      maxWidth: {
        content: '72rem',
        prose: '42rem',
      },
      spacing: {
        header: '4rem',
      },
    },
  },
} satisfies Config;
