//! The space form's rules (docs/screens.md, "Admin"): what the server accepts as a space.

use crate::domain::money;
use crate::error::AppError;

pub const NAME_MAX: usize = 120;
pub const DESCRIPTION_MAX: usize = 2_000;
pub const CAPACITY_MAX: i32 = 100_000;
pub const RESOURCES_MAX: usize = 30;
pub const RESOURCE_MAX: usize = 40;
/// The resource options of the explore filter (docs/screens.md, "Lists").
pub const RESOURCE_OPTIONS: [&str; 7] =
    ["wifi", "projetor", "quadro-branco", "ar-condicionado", "som", "palco", "computadores"];

/// A space as the form submits it, before checking.
pub struct SpaceForm {
    pub name: String,
    pub description: Option<String>,
    pub capacity: i32,
    pub price_per_hour: String,
    pub resources: Vec<String>,
    pub image_url: Option<String>,
}

/// A space that passed every rule.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ValidSpace {
    pub name: String,
    pub description: Option<String>,
    pub capacity: i32,
    pub price_per_hour_cents: i64,
    pub resources: Vec<String>,
    pub image_url: Option<String>,
}

impl SpaceForm {
    pub fn validate(self) -> Result<ValidSpace, AppError> {
        let name = crate::domain::text::trim(&self.name).to_owned();
        if name.is_empty() {
            return Err(AppError::validation("name", "Nome é obrigatório"));
        }
        if name.chars().count() > NAME_MAX {
            return Err(AppError::validation("name", "Nome deve ter no máximo 120 caracteres"));
        }
        let description = crate::domain::text::optional(self.description.as_deref());
        if description.as_ref().is_some_and(|d| d.chars().count() > DESCRIPTION_MAX) {
            return Err(AppError::validation("description", "Descrição deve ter no máximo 2000 caracteres"));
        }
        if self.capacity < 1 || self.capacity > CAPACITY_MAX {
            return Err(AppError::validation("capacity", "Capacidade deve ser um número inteiro positivo"));
        }
        let price_per_hour_cents = money::parse_cents(&self.price_per_hour)
            .ok_or_else(|| AppError::validation("pricePerHour", "Preço deve ser um valor positivo"))?;
        let mut resources: Vec<String> = Vec::new();
        for resource in self.resources.iter().flat_map(|r| r.split(',')) {
            let resource = resource.trim();
            if resource.is_empty() || resources.iter().any(|r| r == resource) {
                continue;
            }
            if resource.chars().count() > RESOURCE_MAX {
                return Err(AppError::validation("resources", "Cada recurso deve ter no máximo 40 caracteres"));
            }
            resources.push(resource.to_owned());
        }
        if resources.len() > RESOURCES_MAX {
            return Err(AppError::validation("resources", "No máximo 30 recursos por espaço"));
        }
        let image_url = self.image_url.map(|u| u.trim().to_owned()).filter(|u| !u.is_empty());
        if let Some(url) = &image_url
            && !is_image_url(url)
        {
            return Err(AppError::validation("imageUrl", "URL da imagem inválida"));
        }
        Ok(ValidSpace { name, description, capacity: self.capacity, price_per_hour_cents, resources, image_url })
    }
}

/// An absolute http(s) URL, or a file this server stores (`/storage/…`).
pub fn is_image_url(url: &str) -> bool {
    if let Some(path) = url.strip_prefix("/storage/") {
        return !path.is_empty() && !path.split('/').any(|s| s.is_empty() || s == "." || s == "..");
    }
    url::Url::parse(url).is_ok_and(|u| matches!(u.scheme(), "http" | "https") && u.host().is_some())
}

/// Text folded for accent- and case-insensitive search: "Sala Ipê" → "sala ipe".
pub fn search_text(parts: &[&str]) -> String {
    parts.iter().map(|p| fold(p)).collect::<Vec<_>>().join(" ")
}

pub fn fold(text: &str) -> String {
    deunicode::deunicode(text).to_lowercase()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn form() -> SpaceForm {
        SpaceForm {
            name: " Sala Ipê ".into(),
            description: Some("  ".into()),
            capacity: 8,
            price_per_hour: "80.5".into(),
            resources: vec![" wifi, projetor ,, ".into(), "wifi".into()],
            image_url: Some("https://exemplo.com/sala.png".into()),
        }
    }

    fn message(form: SpaceForm) -> String {
        form.validate().unwrap_err().client_message()
    }

    #[test]
    fn a_valid_form_is_trimmed_and_priced_in_cents() {
        let space = form().validate().unwrap();
        assert_eq!(space.name, "Sala Ipê");
        assert_eq!(space.description, None);
        assert_eq!(space.price_per_hour_cents, 8050);
        assert_eq!(space.resources, vec!["wifi", "projetor"]);
    }

    #[test]
    fn each_rule_has_its_message() {
        assert_eq!(message(SpaceForm { name: "  ".into(), ..form() }), "Nome é obrigatório");
        assert_eq!(message(SpaceForm { capacity: 0, ..form() }), "Capacidade deve ser um número inteiro positivo");
        assert_eq!(message(SpaceForm { capacity: -3, ..form() }), "Capacidade deve ser um número inteiro positivo");
        assert_eq!(message(SpaceForm { price_per_hour: "-1".into(), ..form() }), "Preço deve ser um valor positivo");
        assert_eq!(message(SpaceForm { price_per_hour: "1.234".into(), ..form() }), "Preço deve ser um valor positivo");
        assert_eq!(message(SpaceForm { image_url: Some("nota url".into()), ..form() }), "URL da imagem inválida");
        assert_eq!(
            message(SpaceForm { image_url: Some("javascript:alert(1)".into()), ..form() }),
            "URL da imagem inválida"
        );
        assert_eq!(
            message(SpaceForm { image_url: Some("/storage/../etc/passwd".into()), ..form() }),
            "URL da imagem inválida"
        );
    }

    #[test]
    fn a_free_space_and_a_stored_image_are_fine() {
        let space =
            SpaceForm { price_per_hour: "0".into(), image_url: Some("/storage/spaces/a/b.png".into()), ..form() }
                .validate()
                .unwrap();
        assert_eq!(space.price_per_hour_cents, 0);
    }

    #[test]
    fn search_text_ignores_case_and_accents() {
        assert_eq!(search_text(&["Sala Ipê", "Ação"]), "sala ipe acao");
    }
}
