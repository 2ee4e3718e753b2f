//! Account inputs parsed into types that can only hold valid values, with the spec's
//! pt-BR messages and the role rules (docs/accounts.md).

use entities::user::UserRole;

use crate::error::AppError;

pub const PASSWORD_MIN: usize = 6;
pub const PASSWORD_MAX: usize = 128;
pub const FULL_NAME_MIN: usize = 2;
pub const FULL_NAME_MAX: usize = 100;
pub const EMAIL_MAX: usize = 254;
pub const PHONE_MAX: usize = 30;
pub const BIO_MAX: usize = 500;

/// A trimmed, lower-cased e-mail address: uniqueness is case-insensitive.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Email(String);

impl Email {
    pub fn parse(raw: &str) -> Result<Self, AppError> {
        let email = raw.trim().to_lowercase();
        if email.is_empty() {
            return Err(AppError::validation("email", "Email é obrigatório"));
        }
        if email.len() > EMAIL_MAX || !looks_like_an_address(&email) {
            return Err(AppError::validation("email", "Email inválido"));
        }
        Ok(Self(email))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    pub fn into_inner(self) -> String {
        self.0
    }
}

/// The spec's "basic address pattern": something@domain.tld, no spaces.
fn looks_like_an_address(email: &str) -> bool {
    let Some((local, domain)) = email.split_once('@') else {
        return false;
    };
    let Some((host, tld)) = domain.rsplit_once('.') else {
        return false;
    };
    !local.is_empty()
        && !host.is_empty()
        && tld.len() >= 2
        && !domain.contains('@')
        && !email.chars().any(|c| c.is_whitespace() || c.is_control())
}

/// A password that satisfies the length rules. Never logged.
pub struct Password(String);

impl Password {
    /// `field` names the input for the client ("password", "newPassword").
    pub fn parse(raw: &str, field: &str) -> Result<Self, AppError> {
        let length = raw.chars().count();
        if length == 0 {
            return Err(AppError::validation(field, "Senha é obrigatória"));
        }
        if length < PASSWORD_MIN {
            return Err(AppError::validation(field, "Senha deve ter pelo menos 6 caracteres"));
        }
        if length > PASSWORD_MAX {
            return Err(AppError::validation(field, "Senha deve ter no máximo 128 caracteres"));
        }
        Ok(Self(raw.to_owned()))
    }

    pub fn expose(&self) -> &str {
        &self.0
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FullName(String);

impl FullName {
    pub fn parse(raw: &str) -> Result<Self, AppError> {
        // Invisible characters at the ends are trimmed like spaces: a name of zero-width
        // spaces is no name.
        let name = crate::domain::text::trim(raw).split_whitespace().collect::<Vec<_>>().join(" ");
        let length = name.chars().count();
        if length == 0 {
            return Err(AppError::validation("fullName", "Nome é obrigatório"));
        }
        if length < FULL_NAME_MIN {
            return Err(AppError::validation("fullName", "Nome deve ter pelo menos 2 caracteres"));
        }
        if length > FULL_NAME_MAX {
            return Err(AppError::validation("fullName", "Nome deve ter no máximo 100 caracteres"));
        }
        Ok(Self(name))
    }

    pub fn into_inner(self) -> String {
        self.0
    }
}

/// An optional free-text profile field: trimmed, empty becomes `None`, length capped.
pub fn optional_text(raw: Option<&str>, field: &str, max: usize, too_long: &str) -> Result<Option<String>, AppError> {
    let Some(text) = raw.map(crate::domain::text::trim).filter(|t| !t.is_empty()) else {
        return Ok(None);
    };
    if text.chars().count() > max {
        return Err(AppError::validation(field, too_long));
    }
    Ok(Some(text.to_owned()))
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    Admin,
    User,
}

impl Role {
    pub fn as_str(self) -> &'static str {
        match self {
            Role::Admin => "admin",
            Role::User => "user",
        }
    }
}

impl From<UserRole> for Role {
    fn from(stored: UserRole) -> Self {
        match stored {
            UserRole::Admin => Role::Admin,
            UserRole::User => Role::User,
        }
    }
}

impl From<Role> for UserRole {
    fn from(role: Role) -> Self {
        match role {
            Role::Admin => UserRole::Admin,
            Role::User => UserRole::User,
        }
    }
}

/// The sign-up role policy: outside production the first account may be an admin while
/// no admin exists; afterwards, and always in production (where the first admin comes
/// from `agora create-admin`), only admins grant admin.
pub fn admin_sign_up_open(production: bool, an_admin_exists: bool) -> bool {
    !production && !an_admin_exists
}

pub fn may_sign_up_as(role: Role, admin_sign_up_open: bool) -> Result<(), AppError> {
    match role {
        Role::Admin if !admin_sign_up_open => {
            Err(AppError::Forbidden("Apenas administradores podem conceder acesso de administrador.".into()))
        }
        _ => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn message(err: AppError) -> String {
        err.client_message()
    }

    #[test]
    fn an_email_is_trimmed_and_lower_cased() {
        assert_eq!(Email::parse("  Ana@Exemplo.COM ").unwrap().as_str(), "ana@exemplo.com");
    }

    #[test]
    fn an_empty_email_is_required_and_a_malformed_one_invalid() {
        assert_eq!(message(Email::parse("   ").unwrap_err()), "Email é obrigatório");
        for bad in ["ana", "ana@", "@x.com", "ana@x", "ana@x.c", "a na@x.com", "a@b@c.com"] {
            assert_eq!(message(Email::parse(bad).unwrap_err()), "Email inválido", "{bad}");
        }
    }

    #[test]
    fn a_password_needs_six_to_128_characters() {
        assert_eq!(message(Password::parse("", "password").err().unwrap()), "Senha é obrigatória");
        assert_eq!(
            message(Password::parse("12345", "password").err().unwrap()),
            "Senha deve ter pelo menos 6 caracteres"
        );
        assert!(Password::parse("123456", "password").is_ok());
        assert!(Password::parse(&"x".repeat(128), "password").is_ok());
        assert_eq!(
            message(Password::parse(&"x".repeat(129), "password").err().unwrap()),
            "Senha deve ter no máximo 128 caracteres"
        );
    }

    #[test]
    fn a_full_name_needs_two_characters_after_trimming() {
        assert_eq!(message(FullName::parse("  ").unwrap_err()), "Nome é obrigatório");
        assert_eq!(message(FullName::parse(" A ").unwrap_err()), "Nome deve ter pelo menos 2 caracteres");
        assert_eq!(FullName::parse("  Ana   Souza ").unwrap().into_inner(), "Ana Souza");
        assert_eq!(message(FullName::parse("\u{200B}\u{FEFF}\u{3164}").unwrap_err()), "Nome é obrigatório");
        assert_eq!(FullName::parse("\u{200B}Ana\u{2060}").unwrap().into_inner(), "Ana");
        assert_eq!(message(FullName::parse(&"a".repeat(101)).unwrap_err()), "Nome deve ter no máximo 100 caracteres");
    }

    #[test]
    fn the_first_admin_may_sign_up_only_while_none_exists_and_never_in_production() {
        assert!(may_sign_up_as(Role::Admin, admin_sign_up_open(false, false)).is_ok());
        assert_eq!(
            message(may_sign_up_as(Role::Admin, admin_sign_up_open(false, true)).unwrap_err()),
            "Apenas administradores podem conceder acesso de administrador."
        );
        assert!(may_sign_up_as(Role::Admin, admin_sign_up_open(true, false)).is_err(), "production: create-admin");
        assert!(may_sign_up_as(Role::User, admin_sign_up_open(false, true)).is_ok());
    }

    #[test]
    fn optional_text_drops_empties_and_caps_length() {
        assert_eq!(optional_text(Some("  "), "bio", 5, "longo").unwrap(), None);
        assert_eq!(optional_text(Some(" oi "), "bio", 5, "longo").unwrap(), Some("oi".into()));
        assert_eq!(message(optional_text(Some("abcdef"), "bio", 5, "longo").unwrap_err()), "longo");
    }

    #[test]
    fn an_unknown_stored_role_is_an_error_not_a_guess() {
        use sea_orm::ActiveEnum;
        assert!(UserRole::try_from_value(&"superuser".to_owned()).is_err());
        assert_eq!(Role::from(UserRole::try_from_value(&"admin".to_owned()).unwrap()), Role::Admin);
        for role in [Role::Admin, Role::User] {
            assert_eq!(Role::from(UserRole::from(role)), role);
            assert_eq!(UserRole::from(role).to_value(), role.as_str());
        }
    }
}
