import CoreLocation
import MapKit
import QuartzCore
import UIKit
import UserNotifications
import UserNotificationsUI
import WebKit

/// A header whose own layer is a gradient.
final class GradientHeader: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }

    var gradient: CAGradientLayer { layer as! CAGradientLayer }
}

/// A delivery notification's content extension: a gradient header, the drop-off point on a map, a snapshot of the
/// area, the courier's note as a web page, and a badge that pulses once.
class NotificationViewController: UIViewController, UNNotificationContentExtension, MKMapViewDelegate, WKNavigationDelegate,
                                  CAAnimationDelegate {
    let header = GradientHeader()
    let headerLabel = UILabel()
    let mapView = MKMapView()
    let snapshotView = UIImageView()
    let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
    let badge = UILabel()
    var events: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        header.gradient.colors = [UIColor.systemIndigo.cgColor, UIColor.systemTeal.cgColor]
        header.gradient.startPoint = CGPoint(x: 0, y: 0.5)
        header.gradient.endPoint = CGPoint(x: 1, y: 0.5)
        headerLabel.textColor = .white
        headerLabel.font = .boldSystemFont(ofSize: 17)
        header.addSubview(headerLabel)
        mapView.delegate = self
        mapView.mapType = .standard
        webView.navigationDelegate = self
        badge.layer.borderWidth = 1
        badge.layer.cornerRadius = 8
        badge.layer.borderColor = UIColor.systemGreen.cgColor
        badge.textAlignment = .center
        for subview in [header, mapView, snapshotView, webView, badge] { view.addSubview(subview) }
        preferredContentSize = CGSize(width: view.bounds.width, height: 288)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let width = view.bounds.width
        header.frame = CGRect(x: 0, y: 0, width: width, height: 16)
        headerLabel.frame = header.bounds
        mapView.frame = CGRect(x: 0, y: 16, width: width, height: 112)
        snapshotView.frame = CGRect(x: 0, y: 128, width: width, height: 32)
        webView.frame = CGRect(x: 0, y: 160, width: width, height: 96)
        badge.frame = CGRect(x: 0, y: 256, width: 120, height: 32)
    }

    func didReceive(_ notification: UNNotification) {
        let info = notification.request.content.userInfo
        headerLabel.text = notification.request.content.title
        guard let latitude = info["lat"] as? Double, let longitude = info["lon"] as? Double else { return }
        let dropOff = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
        mapView.setRegion(MKCoordinateRegion(center: dropOff, latitudinalMeters: 1500, longitudinalMeters: 1500), animated: false)
        let pin = MKPointAnnotation()
        pin.coordinate = dropOff
        pin.title = info["place"] as? String
        mapView.addAnnotation(pin)

        let options = MKMapSnapshotter.Options()
        options.region = mapView.region
        options.size = snapshotView.bounds.size
        MKMapSnapshotter(options: options).start { [weak self] snapshot, _ in
            self?.snapshotView.image = snapshot?.image
        }

        webView.loadHTMLString(info["note"] as? String ?? "<p>No note</p>", baseURL: nil)

        badge.text = "new"
        let pulse = CABasicAnimation(keyPath: "transform.scale")
        pulse.fromValue = 1
        pulse.toValue = 1.2
        pulse.duration = 1
        pulse.delegate = self
        badge.layer.add(pulse, forKey: "pulse")
    }

    func mapView(_ mapView: MKMapView, viewFor annotation: MKAnnotation) -> MKAnnotationView? {
        let marker = MKMarkerAnnotationView(annotation: annotation, reuseIdentifier: "drop-off")
        marker.glyphText = "D"
        marker.markerTintColor = .systemOrange
        return marker
    }

    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
        events.append("page \(webView.title ?? "untitled")")
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        badge.text = flag ? "seen" : "stopped"
    }
}
