/** The media store: photo uploads (/api/media) and their public variants (/media/...). */

export { type PlacedPhotos, placePhotos, storeReferencePhotos } from './place-photos.ts';
export { mediaRoutes, publicMediaRoutes } from './routes.ts';
export { uploadRateKey } from './upload-media.ts';
