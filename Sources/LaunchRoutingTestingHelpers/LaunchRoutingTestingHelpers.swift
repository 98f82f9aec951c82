// The Swift Testing and XCTest helpers live in their own module, apart from the harness, so that
// nothing but a test target links the test frameworks: the `launch-route` tool uses the harness,
// and an executable that links XCTest or Swift Testing does not launch outside a test run.
@_exported import LaunchRoutingTesting
