import styles from './hero-image.module.css';

/** The artwork at the top of a jackpot's or a tournament's page, or its place while there is none. */
export function HeroImage({ src }: { src: string | undefined }) {
  return src ? <img className={styles['image']} src={src} alt="" width={1200} height={400} /> : <div className={styles['image']} />;
}
