//
//  NotificationService.swift
//  AssetSymbols
//

import SwiftUI
import UIKit
import UserNotifications

/// Rewrites a push with what the asset catalog's generated symbols find: Xcode 15's resources
/// (`UIImage(resource:)`, `UIColor(resource:)`, SwiftUI's `Image(_:)` and `Color(_:)`) and, with the target's
/// symbol extensions on, `UIColor.brand` and `UIImage.badgesGoldStar`.
class NotificationService: UNNotificationServiceExtension {
    override func didReceive(_ request: UNNotificationRequest, withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
        guard let content = request.content.mutableCopy() as? UNMutableNotificationContent else { return contentHandler(request.content) }
        func rgb(_ color: UIColor) -> String {
            var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
            color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
            return [red, green, blue].map { String(Int(($0 * 255).rounded())) }.joined(separator: " ")
        }
        let icon = UIImage(resource: .parcelIcon)
        let star = UIImage.badgesGoldStar
        let views: [any View] = [Image(.parcelIcon), Color(.brand), Text("Brand").foregroundStyle(.brand)]
        content.body = [
            "icon \(Int(icon.size.width))", "star \(Int(star.size.width))",
            "brand \(rgb(UIColor(resource: .brand)))", "brand \(rgb(.brand))",
            "red asset \(rgb(UIColor(resource: .red)))", "system red \(rgb(.red))",
            "\(views.count) views",
        ].joined(separator: " | ")
        contentHandler(content)
    }
}
