import CoreLocation
import MapKit
import NotiCore
import NotiLayout
import Testing
import TestSupport
import UIKit
import UserNotifications
import UserNotificationsUI
@testable import NotiUIKitHost

/// MapKit and CoreLocation in extension code (docs/rules/apple-frameworks.md#mapkit): a map drawn as a labelled placeholder of UIKit
/// views, snapshots whose image names the map, coordinates and distances.
@MainActor
@Suite("MapKit maps as labelled placeholders")
struct MapKitDrawingTests {
    /// Gives the pins of its map a lettered marker in a colour of its own.
    final class Markers: MKMapViewDelegate {
        var loaded = 0, regionChanges = 0
        func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView? {
            let marker = MKMarkerAnnotationView(annotation: annotation, reuseIdentifier: "pin")
            marker.glyphText = annotation.title?.first.map(String.init)
            marker.markerTintColor = .systemBlue
            return marker
        }
        func mapViewDidFinishLoadingMap(_ mapView: MKMapView) { loaded += 1 }
        func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) { regionChanges += 1 }
    }

    static let london = CLLocationCoordinate2D(latitude: 51.5074, longitude: -0.1278)

    @Test("MapKit: a map is a bordered box naming the map and its centre, a marker where each pin falls inside the region, and a line per pin with its title and coordinate; the delegate's marker gives the glyph and colour")
    func mapDrawsAsALabelledPlaceholder() throws {
        let markers = Markers()
        // The host first, so that the map's delegate calls go to the host's main queue.
        let host = UIKitDrawingTests.host(width: 240, height: 144) { _ in }
        let map = MKMapView(frame: CGRect(x: 0, y: 0, width: 240, height: 144))
        map.delegate = markers
        map.setRegion(MKCoordinateRegion(center: Self.london, latitudinalMeters: 4000, longitudinalMeters: 4000), animated: false)
        let bridge = MKPointAnnotation(coordinate: CLLocationCoordinate2D(latitude: 51.5055, longitude: -0.0754), title: "Tower Bridge", subtitle: nil)
        let eye = MKPointAnnotation()
        eye.coordinate = CLLocationCoordinate2DMake(51.5033, -0.1196)
        eye.title = "Eye"
        map.addAnnotations([eye, bridge])
        host.controller.view.addSubview(map)
        #expect(map.annotations.count == 2)
        host.run(until: 0)
        #expect(markers.loaded == 1 && markers.regionChanges == 1)
        let view = ViewTreeDrawing.customView(of: host.controller.view, attachments: [])
        assertGolden(CustomAreaText.renderWithStyles(view, columns: 30, rows: 9, theme: try Theme.builtIn(named: "dark")), named: "mapkit-map")

        map.showAnnotations(map.annotations, animated: true)
        host.run(until: 0)
        let shown = CustomAreaText.render(ViewTreeDrawing.customView(of: host.controller.view, attachments: []), columns: 30, rows: 9, attachments: [])
        #expect(shown.contains("Map · 51.50440, -0.09750"), "\(shown)")
        #expect(shown.components(separatedBy: "E").count - 1 >= 2 && shown.components(separatedBy: "T").count - 1 >= 2, "both markers inside: \(shown)")
        map.removeAnnotation(map.annotations[0])
        #expect(map.annotations.count == 1)
    }

    @Test("MapKit: MKMapSnapshotter's completion runs at the main queue's next turn with an image of the options' size that draws as text naming the map, and point(for:) projects the region's centre to the image's middle")
    func snapshotImageNamesTheMap() throws {
        let host = UIKitDrawingTests.host(width: 160, height: 48) { _ in }
        let options = MKMapSnapshotter.Options()
        options.region = MKCoordinateRegion(center: Self.london, span: MKCoordinateSpan(latitudeDelta: 0.02, longitudeDelta: 0.02))
        options.size = CGSize(width: 160, height: 48)
        options.mapType = .satellite
        var snapshot: MKMapSnapshotter.Snapshot?
        MKMapSnapshotter(options: options).start { result, error in
            #expect(error == nil)
            snapshot = result
        }
        #expect(snapshot == nil)
        host.run(until: 0)
        let taken = try #require(snapshot)
        #expect(taken.image.size == CGSize(width: 160, height: 48))
        let middle = taken.point(for: Self.london)
        #expect(abs(middle.x - 80) < 0.5 && abs(middle.y - 24) < 0.5)
        #expect(taken.point(for: CLLocationCoordinate2D(latitude: 51.6, longitude: -0.1278)).y < 0)
        let imageView = UIImageView(image: taken.image)
        imageView.frame = CGRect(x: 0, y: 0, width: 160, height: 48)
        host.controller.view.addSubview(imageView)
        let text = CustomAreaText.render(ViewTreeDrawing.customView(of: host.controller.view, attachments: []), columns: 20, rows: 3, attachments: [])
        #expect(text.contains("Map (satellite) ·") && text.contains("51.50740,"), "\(text)")
    }

    @Test("CoreLocation: CLLocation's distance(from:) is the great-circle distance; MKCoordinateRegion(center:latitudinalMeters:longitudinalMeters:) spans degrees of those metres")
    func coordinatesAndDistances() {
        let paris = CLLocation(latitude: 48.8566, longitude: 2.3522)
        let london = CLLocation(latitude: Self.london.latitude, longitude: Self.london.longitude)
        #expect(abs(london.distance(from: paris) - 343_500) < 1_500)
        #expect(CLLocationCoordinate2DIsValid(london.coordinate) && !CLLocationCoordinate2DIsValid(kCLLocationCoordinate2DInvalid))
        let region = MKCoordinateRegion(center: Self.london, latitudinalMeters: 111_320, longitudinalMeters: 111_320)
        #expect(abs(region.span.latitudeDelta - 1) < 0.0001)
        #expect(abs(region.span.longitudeDelta - 1 / cos(Self.london.latitude * .pi / 180)) < 0.0001)
    }
}
