import type { Config } from 'tailwindcss';

// The visual language (shared/design/ui.md) as theme tokens: change a colour or size here, once.
// Text colours keep a contrast of at least 4.5:1 (WCAG AA) on white and on the page grey.
const config: Config = {
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}', './lib/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        primary: { DEFAULT: '#1677ff', hover: '#4096ff', active: '#0958d9', soft: '#e6f4ff' },
        price: { DEFAULT: '#c8320b', soft: '#fff2e8' },
        success: { DEFAULT: '#2b7a0b', soft: '#f6ffed' },
        info: { DEFAULT: '#5c6b7a', soft: '#f0f2f5' },
        ink: { DEFAULT: '#1f2329', muted: '#4e5561', faint: '#676e78' },
        line: { DEFAULT: '#e5e6eb', strong: '#d0d3d9' },
        page: '#f5f6f8',
        topbar: '#1b1f26',
      },
      fontFamily: {
        sans: ['"PingFang SC"', '"Hiragino Sans GB"', '"Microsoft YaHei"', '"Noto Sans SC"', '"Noto Sans CJK SC"', 'sans-serif'],
      },
      fontSize: {
        meta: ['12px', '1.6'],
        base: ['14px', '1.6'],
      },
      maxWidth: { site: '1200px' },
      // Wide enough for the floating widgets to sit beside the 1200 px column without covering it.
      screens: { wide: '1360px' },
      borderRadius: { card: '6px' },
      boxShadow: { card: '0 1px 3px rgba(31,35,41,0.06), 0 1px 2px rgba(31,35,41,0.04)', pop: '0 6px 24px rgba(31,35,41,0.14)' },
    },
  },
};

export default config;
