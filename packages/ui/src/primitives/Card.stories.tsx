import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './Badge.tsx';
import { Button } from './Button.tsx';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './Card.tsx';

const meta = {
  title: 'Primitives/Card',
  component: Card,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: 'A white panel: `CardHeader`, `CardTitle`, `CardDescription`, `CardContent`, `CardFooter`.',
      },
    },
  },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <Card className="max-w-sm">
      <CardHeader>
        <CardTitle>Bulk order support</CardTitle>
        <CardDescription>For orders above 500 units</CardDescription>
      </CardHeader>
      <CardContent>
        <p className="text-body-sm">Our team plans delivery with you and tests every batch before it ships.</p>
        <div>
          <Badge variant="success">Available</Badge>
        </div>
      </CardContent>
      <CardFooter>
        <Button size="sm">Contact sales</Button>
      </CardFooter>
    </Card>
  ),
};

export const LongText: Story = {
  render: () => (
    <Card className="max-w-sm">
      <CardHeader>
        <CardTitle>
          Liquid-cooled workstation motherboard with dual 10-gigabit Ethernet and eight memory slots
        </CardTitle>
      </CardHeader>
      <CardContent>
        <p className="text-body-sm break-words">
          Designed for render farms and build servers: reinforced PCIe slots, a sixteen-phase power stage, onboard
          diagnostics, and a firmware that keeps fans quiet under steady load. Every board is burned in for 48 hours
          before it leaves the line.
        </p>
      </CardContent>
    </Card>
  ),
};
