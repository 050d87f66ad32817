//
//  NotificationViewController.swift
//  DeliveryContentExtension
//
//  A content extension written as commonly found in iOS projects: a stack view of labels, an activity indicator and
//  a button with a closure action, a countdown on a Timer, and main-queue work.
//

import UIKit
import UserNotifications
import UserNotificationsUI

class NotificationViewController: UIViewController, UNNotificationContentExtension {

    let stackView = UIStackView()
    let titleLabel = UILabel()
    let statusLabel = UILabel()
    let spinner = UIActivityIndicatorView(style: .medium)
    let thanksButton = UIButton(type: .system)

    var remaining = 3
    var countdown: Timer?
    var thanked = false

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        stackView.axis = .vertical
        stackView.alignment = .center
        stackView.spacing = 0
        stackView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stackView)
        NSLayoutConstraint.activate([
            stackView.topAnchor.constraint(equalTo: view.topAnchor, constant: 16),
            stackView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            stackView.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
        ])

        titleLabel.font = .boldSystemFont(ofSize: 17)
        statusLabel.textColor = .secondaryLabel

        thanksButton.setTitle("Say thanks", for: .normal)
        thanksButton.addAction(UIAction { [weak self] _ in
            self?.thanked = true
            self?.thanksButton.setTitle("Thanked", for: .normal)
        }, for: .touchUpInside)

        stackView.addArrangedSubview(titleLabel)
        stackView.addArrangedSubview(statusLabel)
        stackView.addArrangedSubview(spinner)
        stackView.addArrangedSubview(thanksButton)

        preferredContentSize = CGSize(width: view.bounds.width, height: 112)
    }

    func didReceive(_ notification: UNNotification) {
        titleLabel.text = notification.request.content.title
        statusLabel.text = "Arriving in \(remaining) min"
        spinner.startAnimating()

        countdown = Timer.scheduledTimer(withTimeInterval: 60, repeats: true) { [weak self] timer in
            guard let self = self else { return }
            self.remaining -= 1
            if self.remaining > 0 {
                self.statusLabel.text = "Arriving in \(self.remaining) min"
            } else {
                timer.invalidate()
                self.spinner.stopAnimating()
                self.statusLabel.text = "Arrived"
                self.statusLabel.textColor = .systemGreen
            }
        }

        DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
            self.titleLabel.text = notification.request.content.title + " 🚚"
        }
    }
}
