#if LAUNCH_ROUTING_UIKIT_STANDIN
import Foundation
@_spi(Fuzzing) import LaunchRouting
import LaunchRoutingUIKitStandIn
import Testing

extension StandInTests {
    /// A CloudKit share through the adapters: the connection option and
    /// `windowScene(_:userDidAcceptCloudKitShareWith:)`, into one inbox, once.
    @MainActor @Suite struct CloudKitShareAdapterTests {
        static let router = try! Router(
            table: RouteTable(schemes: ["shop"], routes: [RouteDefinition("list", path: "/lists/:id")]),
            shares: [LaunchRule.CloudKitShare(route: "list", parameters: ["id": "rootRecordName"])])

        static func metadata() -> CKShare.Metadata {
            let zone = CKRecordZone.ID(zoneName: "Lists", ownerName: "_a1b2")
            return CKShare.Metadata(
                share: CKShare(recordID: CKRecord.ID(recordName: "share-1", zoneID: zone)),
                hierarchicalRootRecordID: CKRecord.ID(recordName: "list-7", zoneID: zone))
        }

        @Test func aShareThatConnectsTheSceneAndIsAcceptedAgainIsDeliveredOnce() {
            let clock = ManualClock()
            var outcomes: [RouteOutcome<RouteMatch>] = []
            let launches = LaunchInboxController(router: Self.router, clock: clock.launchClock) {
                outcomes.append($0.outcome)
            }
            launches.connect(
                options: UIScene.ConnectionOptions(cloudKitShareMetadata: Self.metadata()),
                session: UISceneSession(persistentIdentifier: "s"))
            launches.setReady(true)
            #expect(launches.receive(Self.metadata()))
            #expect(outcomes == [.routed(RouteMatch(name: "list", parameters: ["id": "list-7"]))])
        }
    }
}
#endif
