/** How tourists reach the operator: the WhatsApp chat link of pages and e-mails alike. */
export function whatsappLink(number: string, message: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(message)}`;
}
