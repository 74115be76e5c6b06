// Defter's wording of registration and invites (spec 000 §2 names the routes; §4: "Registration and invite flows:
// not shown", so every text here is Defter's).

export const signupTexts = {
  registered: 'Doğrulama bağlantısı e-posta adresinize gönderildi. Bağlantı 24 saat geçerlidir.',
  vkn: 'Geçerli bir vergi kimlik numarası (10 hane) ya da T.C. kimlik numarası (11 hane) giriniz.',
  vknTaken: 'Bu vergi numarasıyla kayıtlı bir firma var. Firmanızın yöneticisinden davet isteyiniz.',
  email: 'Geçerli bir e-posta adresi giriniz.',
  passwordAgain: 'Şifreler aynı değil.',
  package: 'Paket için geçerli bir seçim yapınız.',
  linkGone: 'Bu bağlantının süresi dolmuş ya da bağlantı daha önce kullanılmış.',
  confirmed: 'E-posta adresiniz doğrulandı; firmanız oluşturuldu.',
  invited: 'Davet e-postası gönderildi.',
  inviteAdminOnly: 'Kullanıcı davet etmek için firmanın yöneticisi olmalısınız.',
  alreadyMember: 'Bu e-posta adresine sahip kullanıcı zaten firmanızda.',
  invitePending: 'Bu adrese gönderilmiş geçerli bir davet var.',
  accepted: 'Davet kabul edildi.',
  currentPassword: 'Bu e-posta adresiyle bir hesabınız var: mevcut şifrenizi giriniz.',
  revoked: 'Davet geri alındı.',
} as const;

export const registerMail = (o: { firma: string; link: string; ad: string }) => ({
  subject: 'Defter kaydınızı doğrulayın',
  text: `Merhaba ${o.ad},

${o.firma} için Defter kaydınızı tamamlamak üzere aşağıdaki bağlantıyı açınız:

${o.link}

Bağlantı 24 saat geçerlidir. Bu kaydı siz yapmadıysanız bu e-postayı dikkate almayınız.`,
});

export const existingAccountMail = (o: { login: string }) => ({
  subject: 'Defter kaydı: bu adresle bir hesabınız var',
  text: `Merhaba,

Bu e-posta adresiyle yeni bir Defter kaydı istendi; ancak adresinizle zaten bir hesabınız var. Giriş yapmak için:

${o.login}

Yeni bir firma kaydını siz istemediyseniz bu e-postayı dikkate almayınız.`,
});

export const inviteMail = (o: { firma: string; davetEden: string; link: string }) => ({
  subject: `${o.firma} sizi Defter'e davet etti`,
  text: `Merhaba,

${o.davetEden}, sizi Defter'de ${o.firma} firmasına kullanıcı olarak davet etti. Daveti kabul edip şifrenizi belirlemek için:

${o.link}

Davet 7 gün geçerlidir.`,
});
