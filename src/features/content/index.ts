/** Site content screens: banners, news, activities, programme, partners, download, documents, contact. */
import './setup.ts';

export { BannerDetailView } from './BannerDetailView.tsx';
export { NewsCategoryView } from './NewsCategoryView.tsx';
export { NewsDetailView } from './NewsDetailView.tsx';
export { ActivityList } from './ActivityList.tsx';
export { Programme } from './Programme.tsx';
export { PartnerList } from './PartnerList.tsx';
export { DownloadView } from './DownloadView.tsx';
export { InstallButton } from './InstallButton.tsx';
export { DocumentList, DocumentView } from './DocumentViews.tsx';
export { ContactView } from './ContactView.tsx';
