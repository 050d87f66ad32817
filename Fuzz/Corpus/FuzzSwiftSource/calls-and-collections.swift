import UserNotifications

extension UNAuthorizationOptions {
    static var standard: UNAuthorizationOptions { [.alert, .badge, .sound] }
}

enum Topic: String, CaseIterable {
    case news, sport = "SPORT"

    var title: String {
        switch self {
        case .news: "Read"
        case .sport: return "Score"
        }
    }
}

final class Registrar {
    static let extra: [UNNotificationCategory] = {
        let later = UNNotificationAction(identifier: UNNotificationDefaultActionIdentifier, title: "Later", options: [])
        return [UNNotificationCategory(identifier: Kit.Names.later, actions: [later], intentIdentifiers: [])]
    }()

    func actions(for topic: Topic, options: UNNotificationActionOptions = .foreground) -> [UNNotificationAction] {
        [UNNotificationAction(identifier: topic.rawValue, title: topic.title, options: options, icon: .init(systemImageName: "star"))]
    }

    func register() {
        var categories = Set(Topic.allCases.map { UNNotificationCategory(identifier: $0.rawValue, actions: actions(for: $0), intentIdentifiers: []) })
        if #available(iOS 15, *) {
            categories.formUnion(Self.extra)
        }
        categories.formUnion(["a", "b"].reduce(into: []) { result, id in result.append(UNNotificationCategory(identifier: id, actions: [], intentIdentifiers: [])) })
        UNUserNotificationCenter.current().setNotificationCategories(categories.union(makeKitCategories()))
        UNUserNotificationCenter.current().requestAuthorization(options: .standard) { _, _ in }
    }
}
//--
public enum Names { public static let later = "LATER" }
public func makeKitCategories() -> Set<UNNotificationCategory> { [UNNotificationCategory(identifier: "KIT", actions: [], intentIdentifiers: [])] }
