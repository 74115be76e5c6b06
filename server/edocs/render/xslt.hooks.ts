import { FilesChange } from '../../files/files.field';
import { compiledTemplate } from './render.service';
import { RenderError } from './render.errors';
import type { TableHooks } from '../../tables/table.hooks';

/**
 * A template file is untrusted: before it is stored it must be a well-formed XSLT that compiles and uses nothing
 * Defter forbids (files, network, JavaScript); the XSLT worker checks and compiles it and keeps the compiled form
 * (docs/e-documents.md, "User XSLT templates"). A refusal is the file field's Turkish error; nothing is stored.
 */
export const xsltHooks: TableHooks = {
  async validate(values, ctx): Promise<Record<string, string[]>> {
    const change = values.xslt_dosya;
    if (!(change instanceof FilesChange)) return {};
    const errors: string[] = [];
    for (const upload of change.added) {
      try {
        await compiledTemplate(ctx.db, upload.bytes, { company: ctx.departmentId });
      } catch (err) {
        if (!(err instanceof RenderError)) throw err;
        errors.push(err.message);
      }
    }
    return errors.length ? { xslt_dosya: errors } : {};
  },
};
