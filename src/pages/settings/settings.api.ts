/**
 * The own-profile calls (docs/shell-data.md) and the company show (spec 000 §7: "departments: show by
 * department id").
 *
 *   updateProfile(fields)     POST /{token}/profile/update    {name_basic, surname, phone, password, current_password}
 *   updateSettings(settings)  POST /{token}/profile/settings  {kullanici_ayarlari}
 *   showCompany(id)           POST /{token}/tables/departments/{id}  {params: {column_set_id: '0'}}
 */
import type { EditableSettings } from '../../../domain/settings/user-settings';
import { call } from '../../services/http';
import type { FormLoad } from '../../services/tables';

/** The answer of both profile calls. */
export type ProfileResult = { message: 'success' } | { message: 'error'; errors: Record<string, string[]> };

/** Changes the caller's own name, phone or password. */
export const updateProfile = (fields: Record<string, string>) =>
  call<ProfileResult>('profile/update', fields);

/** Saves the caller's own settings (pinTime, kisayol, theme, sehir). */
export const updateSettings = (settings: EditableSettings) =>
  call<ProfileResult>('profile/settings', { kullanici_ayarlari: settings });

/** The caller's company record, display values. */
export const showCompany = (id: number) =>
  call<FormLoad>(`tables/departments/${encodeURIComponent(String(id))}`, { params: { column_set_id: '0' } });
