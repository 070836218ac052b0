import { FiUser } from 'react-icons/fi';

export function UserAvatar({
  name,
  photoURL,
  size = 'size-10',
}: {
  name: string;
  photoURL: string | null;
  size?: string;
}) {
  return (
    <div className="avatar">
      <div className={`${size} rounded-full bg-base-300 ring-2 ring-primary/40`}>
        {photoURL ? (
          <img src={photoURL} alt={name} referrerPolicy="no-referrer" />
        ) : (
          <span className="flex h-full w-full items-center justify-center" role="img" aria-label={name}>
            <FiUser className="size-1/2" aria-hidden />
          </span>
        )}
      </div>
    </div>
  );
}
