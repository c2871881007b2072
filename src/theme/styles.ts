/**
 * Mantine's styles, per component, in the `mantine` cascade layer so that our CSS modules
 * (unlayered) always win. Importing per component keeps first-load CSS small; add a component's
 * file here when a screen starts using it. A Mantine component that only one tool uses (the
 * palette's ColorPicker, the picker's Checkbox, the transcript's Highlight) has its file
 * imported by our component instead, so that its CSS loads with that tool's chunk.
 *
 * Order matters inside the layer: the building blocks other components are made of come first
 * (Mantine documents this order), so that e.g. Button's styles override UnstyledButton's reset.
 */
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';

// Building blocks, in Mantine's documented order.
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Flex.layer.css';
import '@mantine/core/styles/FloatingIndicator.layer.css';
import '@mantine/core/styles/Combobox.layer.css';

// Components the screens use.
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/AspectRatio.layer.css';
import '@mantine/core/styles/Avatar.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Burger.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/Divider.layer.css';
import '@mantine/core/styles/Image.layer.css';
import '@mantine/core/styles/List.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Progress.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import '@mantine/core/styles/Slider.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Tabs.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/ThemeIcon.layer.css';
import '@mantine/core/styles/Title.layer.css';
import '@mantine/core/styles/Tooltip.layer.css';

import '@fontsource-variable/inter/wght.css';
