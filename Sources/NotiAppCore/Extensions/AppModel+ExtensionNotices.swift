import NotiCore
import NotiExtensions
import NotiWorkspace

extension AppModel {
    /// Takes what an extension told notisim between answers: its log lines go to the event log under its app, each
    /// starting with the extension's and the writer's names; categories it registered replace the app's, as
    /// `setNotificationCategories` does (docs/rules/extension-sources.md#what-an-extension-tells-notisim).
    mutating func extensionNoticed(_ definition: ExtensionDefinition, _ notices: [ExtensionNotice]) -> [AppEffect] {
        var effects: [AppEffect] = []
        for notice in notices {
            switch notice {
            case let .log(subsystem, category, message):
                let writer = subsystem.isEmpty ? "" : category.isEmpty ? "\(subsystem): " : "\(subsystem) [\(category)]: "
                note(.extension, "\(definition.name): \(writer)\(message)", app: definition.appBundleID)
            case let .categoriesRegistered(categories):
                effects += apply(system.setCategories(definition.appBundleID, categories))
            }
        }
        return effects
    }
}
