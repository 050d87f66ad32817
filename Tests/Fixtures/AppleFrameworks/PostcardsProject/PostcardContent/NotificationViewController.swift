import SwiftUI
import UIKit
import UserNotifications
import UserNotificationsUI

/// The expanded notification: title, body, the attached picture and a button with its own state.
struct NotificationCard: View {
    let title: String
    let message: String
    let picture: UIImage?
    @State private var liked = false

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack {
                Image(systemName: "bell.fill").foregroundStyle(.orange)
                Text(title).font(.headline)
                Spacer()
                Text(liked ? "♥ liked" : "♡").foregroundColor(.pink)
            }
            Text(message)
                .lineLimit(2)
                .frame(maxWidth: .infinity, alignment: .leading)
            if let picture {
                Image(uiImage: picture)
                    .resizable()
                    .scaledToFill()
                    .frame(height: 48)
                    .clipped()
            }
            Divider()
            HStack {
                Button(liked ? "Unlike" : "Like") { liked.toggle() }
                Spacer()
                ProgressView(value: liked ? 1.0 : 0.5).frame(width: 80)
            }
        }
        .padding(.horizontal, 8)
    }
}

class NotificationViewController: UIViewController, UNNotificationContentExtension {
    private var hosting: UIHostingController<NotificationCard>?

    func didReceive(_ notification: UNNotification) {
        let content = notification.request.content
        let picture = content.attachments.first.flatMap { UIImage(contentsOfFile: $0.url.path) }
        let card = NotificationCard(title: content.title, message: content.body, picture: picture)
        if let hosting {
            hosting.rootView = card
            return
        }
        let hosting = UIHostingController(rootView: card)
        addChild(hosting)
        hosting.view.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(hosting.view)
        NSLayoutConstraint.activate([
            hosting.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            hosting.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            hosting.view.topAnchor.constraint(equalTo: view.topAnchor),
            hosting.view.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        hosting.didMove(toParent: self)
        self.hosting = hosting
        preferredContentSize = hosting.sizeThatFits(in: CGSize(width: view.bounds.width, height: .greatestFiniteMagnitude))
    }
}
