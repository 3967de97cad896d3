/**
 * Backup codes a person copies from paper: ten characters from 32 that cannot be taken for one another
 * (no 0/O, 1/l/I, no lower case), as xxxxx-xxxxx. 32 divides 256, so every character is equally likely
 * (50 bits per code).
 */
const BACKUP_CODE_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";

export function backupCodes(amount = 10): string[] {
  return Array.from({ length: amount }, () => {
    const bytes = crypto.getRandomValues(new Uint8Array(10));
    const code = [...bytes].map((byte) => BACKUP_CODE_ALPHABET[byte % 32]).join("");
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });
}
