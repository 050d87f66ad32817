import NotiCore

/// An extension's own resources as its process finds them (docs/extension-protocol.md#resources): its strings folder
/// (`LANG.json` per language), their development language, the language chosen for the simulated user, and its asset
/// catalogs.
package struct ExtensionResources: Sendable, Hashable {
    /// The strings folder, absolute; nil when the extension has no strings.
    package var stringsFolder: String?
    /// The languages of its strings files (`ko` of `ko.json`).
    package var languages: [String] = []
    /// `developmentLanguage`: where a key missing from the chosen language is looked up.
    package var developmentLanguage: String?
    /// The language of its tables chosen for the user's preferred language, as for the app (set by the workspace).
    package var language: String?
    /// Its `.xcassets` folders, absolute.
    package var assetCatalogs: [String] = []

    package init(stringsFolder: String? = nil, languages: [String] = [], developmentLanguage: String? = nil, assetCatalogs: [String] = []) {
        self.stringsFolder = stringsFolder; self.languages = languages; self.developmentLanguage = developmentLanguage
        self.assetCatalogs = assetCatalogs
    }

    /// Chooses ``language`` among ``languages`` for a user who prefers `preferred`, as iOS chooses an app's
    /// (docs/rules/xcode.md#localisation); nil `preferred` picks the development language.
    package mutating func choose(preferring preferred: String?) {
        let tables = Dictionary(uniqueKeysWithValues: languages.map { ($0, [String: String]()) })
        language = AppLocalizations(tables: tables, developmentLanguage: developmentLanguage).language(preferring: preferred)
    }

    /// The environment variable naming the strings folder.
    package static let stringsVariable = "NOTISIM_STRINGS"
    /// The environment variable with the chosen language.
    package static let languageVariable = "NOTISIM_LANGUAGE"
    /// The environment variable with the development language.
    package static let developmentLanguageVariable = "NOTISIM_DEVELOPMENT_LANGUAGE"
    /// The environment variable with the asset catalogs, a JSON array of folders.
    package static let assetCatalogsVariable = "NOTISIM_ASSET_CATALOGS"

    /// The variables the child finds these in; those without a value are left unset.
    var environment: [String: String] {
        var variables: [String: String] = [:]
        variables[Self.stringsVariable] = stringsFolder
        variables[Self.languageVariable] = stringsFolder == nil ? nil : language
        variables[Self.developmentLanguageVariable] = stringsFolder == nil ? nil : developmentLanguage
        if !assetCatalogs.isEmpty {
            variables[Self.assetCatalogsVariable] = JSONValue.array(assetCatalogs.map { .string($0) }).serialized()
        }
        return variables
    }
}
