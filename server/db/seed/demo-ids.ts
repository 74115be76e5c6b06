/** What the demo-company seed hands to the demo-record seed. */
export interface DemoCompanies {
  /** "Demo Ticaret A.Ş." (package Muhasebe) and its admin user demo@defter.local. */
  demo: { departmentId: number; adminUserId: number };
  /** "Örnek Gıda Ltd. Şti." (package Kobi) and its user ornek@defter.local. */
  ornek: { departmentId: number; userId: number };
}
