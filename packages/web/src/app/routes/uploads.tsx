import { PageHeader } from "../../components/ui/page-header";
import { UploadForm } from "../../features/resources/components/upload-form";

/** /uploads (admin, employee): add one resource to a website's library. */
export default function UploadsRoute() {
  return (
    <>
      <PageHeader title="Resource Library" subtitle="Upload a resource for members to see" />
      <UploadForm />
    </>
  );
}
