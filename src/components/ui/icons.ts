// The icons a component may draw, by name: each is the `icon-<name>` rule of src/app/icons.css
// (Lucide's drawings, with their licence). One export each, named as Lucide names the icon.

export const arrowRight = 'arrow-right';
export const arrowLeft = 'arrow-left';
export const phone = 'phone';
export const mail = 'mail';
export const mapPin = 'map-pin';
export const clock = 'clock';
export const link2 = 'link2';
export const chevronRight = 'chevron-right';
export const chevronLeft = 'chevron-left';
export const chevronDown = 'chevron-down';
export const x = 'x';
export const trash2 = 'trash2';
export const share2 = 'share2';
export const searchX = 'search-x';
export const rss = 'rss';
export const refreshCw = 'refresh-cw';
export const plus = 'plus';
export const penLine = 'pen-line';
export const newspaper = 'newspaper';
export const menu = 'menu';
export const languages = 'languages';
export const externalLink = 'external-link';
export const calendarDays = 'calendar-days';
export const check = 'check';
export const building2 = 'building2';
export const globe2 = 'globe2';
export const packageCheck = 'package-check';
export const plane = 'plane';
export const warehouse = 'warehouse';
export const copy = 'copy';
export const fileDown = 'file-down';
