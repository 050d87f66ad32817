/// One of an app's scenes as notifications see it: its name and its activation conditions on a notification's
/// `targetContentIdentifier` (`UISceneActivationConditions`). docs/rules/actions.md#the-scene-a-notification-opens.
package struct AppScene: Sendable, Hashable {
    /// The scene's configuration name (`UISceneConfigurationName`) or the workspace's name for it.
    package var name: String
    /// `canActivateForTargetContentIdentifierPredicate`; nil is UIKit's default, a predicate that is always true.
    package var canActivate: StringPredicate?
    /// `prefersToActivateForTargetContentIdentifierPredicate`; nil is UIKit's default, a predicate that is always false.
    package var prefersToActivate: StringPredicate?

    package init(name: String, canActivate: StringPredicate? = nil, prefersToActivate: StringPredicate? = nil) {
        self.name = name; self.canActivate = canActivate; self.prefersToActivate = prefersToActivate
    }
}

/// The scene a notification opens, and why.
package enum SceneChoice: Sendable, Hashable {
    /// The first scene whose prefersToActivate predicate matches.
    case preferred(String)
    /// No scene prefers it: the first whose canActivate predicate matches.
    case canActivate(String)
    /// No scene matches: iOS documents no outcome; notisim opens the first.
    case firstScene(String)

    /// The scene's name.
    package var name: String {
        switch self {
        case .preferred(let name), .canActivate(let name), .firstScene(let name): return name
        }
    }

    /// The scene UIKit activates for `targetContentIdentifier` among `scenes` (in their order); nil without scenes.
    package init?(targetContentIdentifier: String?, scenes: [AppScene]) {
        guard let first = scenes.first else { return nil }
        if let scene = scenes.first(where: { $0.prefersToActivate?.matches(targetContentIdentifier) ?? false }) {
            self = .preferred(scene.name)
        } else if let scene = scenes.first(where: { $0.canActivate?.matches(targetContentIdentifier) ?? true }) {
            self = .canActivate(scene.name)
        } else {
            self = .firstScene(first.name)
        }
    }
}
