import { CheckIcon } from '@/components/ui/icons';
import { StaticImage } from '@/components/ui/static-image';

const QR_CODES = [
  { src: '/images/qr-official.svg', alt: '云采汇公众号二维码', caption: '公众号' },
  { src: '/images/qr-app.svg', alt: '云采汇小程序二维码', caption: '小程序' },
] as const;

/** 001 §2: the success text and the two QR codes through which the pushes also arrive. */
export function SuccessPanel({ text, onClose }: { text: string; onClose(): void }) {
  return (
    <div data-testid="subscribe-success" className="flex flex-col items-center overflow-y-auto pb-1 pt-4 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-success-soft text-success">
        <CheckIcon className="size-8 [stroke-width:2.4]" />
      </span>
      <p role="status" className="mt-3 text-[18px] font-semibold text-ink">
        {text}
      </p>
      <p className="mt-1 text-ink-muted">新的商机将推送到站内信，扫码关注可在手机上及时接收</p>
      <div className="mt-6 flex flex-wrap justify-center gap-6 sm:gap-10">
        {QR_CODES.map((qr) => (
          <figure key={qr.src} className="flex flex-col items-center">
            <StaticImage src={qr.src} alt={qr.alt} width={128} height={128} loading="eager" className="size-32 rounded-card border border-line bg-white p-1.5" />
            <figcaption className="mt-2 text-ink-muted">{qr.caption}</figcaption>
          </figure>
        ))}
      </div>
      <button
        type="button"
        onClick={onClose}
        className="mt-7 h-10 w-40 rounded-card bg-primary-active text-[15px] font-medium text-white hover:bg-primary"
      >
        完成
      </button>
    </div>
  );
}
